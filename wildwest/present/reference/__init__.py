"""The prime reference panel's data (the built-in "FactorZ"), by subject.

The panel's views import these modules instead of the engine: every call into
the rules engine the panel needs is made here, and what comes back is plain
values and words ready to show. Everything is pure, never raises for what a
person types, and is fast enough to run on every keystroke.

- :mod:`.prime_list`: every prime up to 9 973, the search box and the "Show" filters;
- :mod:`.checker`: a checked number with its division ladder, factor tree and √n rule,
  and the quick divisibility tests;
- :mod:`.holders`: the game as the panel sees it (who holds which prime, the number on
  the table, the checker lock);
- :mod:`.sieve`: the sieve of Eratosthenes on a hundred square, and the map of 1 to 10 000.
"""
