"""The prime reference panel (a dock): the prime list, the factor checker, the divisibility
tests, the sieve and the map. Their data come from :mod:`wildwest.present.reference`."""
