"""What a screen reader hears after each step of the division ladder: every step once."""

from __future__ import annotations

from wildwest.engine.ladder import give_quotient, try_prime
from wildwest.present.ladder import after_move, begin_work, stepped_event


def test_a_prime_that_divides_says_what_to_work_out_once_then_the_check():
    """ "Yes: 2 divides 22. Now work out 22 ÷ 2." is followed by the check alone, not by the
    step again ("Work out 22 ÷ 2. Check: …")."""
    work = begin_work(22, turn=0)
    work = after_move(work, *try_prime(work.ladder, "2"))
    said = stepped_event(work).spoken
    assert said == (
        "Yes: 2 divides 22. Now work out 22 ÷ 2. Check: 2 × your answer should make 22."
    )


def test_a_wrong_quotient_is_followed_by_the_whole_step():
    """After a wrong quotient the step is said whole: nothing before it named it."""
    work = begin_work(22, turn=0)
    work = after_move(work, *try_prime(work.ladder, "2"))
    work = after_move(work, *give_quotient(work.ladder, "10"))
    said = stepped_event(work).spoken
    assert said.count("22 ÷ 2") == 1 and said.endswith(
        "Work out 22 ÷ 2. Check: 2 × your answer should make 22."
    )
