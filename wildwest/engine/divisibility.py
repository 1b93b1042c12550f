"""Quick divisibility tests, each explained in one line a pupil can follow.

>>> [t.explanation for t in divisibility_tests(3105) if t.divisor in (2, 3, 11)]
['3105 ends in 5, an odd digit, so 2 does not divide 3105', \
'3 + 1 + 0 + 5 = 9, a multiple of 3, so 3 divides 3105', \
'5 − 0 + 1 − 3 = 3, not a multiple of 11, so 11 does not divide 3105']
"""

from __future__ import annotations

from dataclasses import dataclass

DIVISORS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 9, 10, 11)


@dataclass(frozen=True, slots=True)
class DivisibilityTest:
    divisor: int
    divides: bool
    rule: str
    """The rule itself, e.g. "the digits add up to a multiple of 3"."""
    explanation: str
    """The rule applied to the number, in one line."""


RULES: dict[int, str] = {
    2: "the last digit is even (0, 2, 4, 6 or 8)",
    3: "the digits add up to a multiple of 3",
    4: "the number made by the last two digits is a multiple of 4",
    5: "the last digit is 0 or 5",
    6: "it passes the tests for both 2 and 3",
    8: "the number made by the last three digits is a multiple of 8",
    9: "the digits add up to a multiple of 9",
    10: "the last digit is 0",
    11: "the digits, added and subtracted in turn from the right, give a multiple of 11",
}


def _verdict(divides: bool, d: int, n: int) -> str:
    return f"so {d} divides {n}" if divides else f"so {d} does not divide {n}"


def _small_number_test(n: int, d: int) -> DivisibilityTest:
    divides = n % d == 0
    kind = "a multiple" if divides else "not a multiple"
    return DivisibilityTest(d, divides, RULES[d], f"{n} is {kind} of {d}")


def _digit_sum_test(n: int, d: int) -> DivisibilityTest:
    digits = [int(c) for c in str(n)]
    total = sum(digits)
    divides = total % d == 0
    if len(digits) == 1:
        return _small_number_test(n, d)
    sum_text = " + ".join(str(x) for x in digits)
    if len(digits) > 1:
        sum_text += f" = {total}"
    kind = "a multiple" if divides else "not a multiple"
    return DivisibilityTest(
        d, divides, RULES[d], f"{sum_text}, {kind} of {d}, {_verdict(divides, d, n)}"
    )


def _ending_test(n: int, d: int, width: int) -> DivisibilityTest:
    text = str(n)
    if len(text) <= width:
        return _small_number_test(n, d)
    ending = text[-width:]
    value = int(ending)
    divides = value % d == 0
    kind = "a multiple" if divides else "not a multiple"
    which = "two" if width == 2 else "three"
    return DivisibilityTest(
        d,
        divides,
        RULES[d],
        f"the last {which} digits make {ending}, {kind} of {d}, {_verdict(divides, d, n)}",
    )


def _alternating_test(n: int) -> DivisibilityTest:
    digits = [int(c) for c in reversed(str(n))]
    total = sum(x if i % 2 == 0 else -x for i, x in enumerate(digits))
    parts = [str(digits[0])]
    for i, x in enumerate(digits[1:], start=1):
        parts.append(f"{'−' if i % 2 else '+'} {x}")
    expression = " ".join(parts)
    divides = total % 11 == 0
    kind = "a multiple" if divides else "not a multiple"
    shown = str(total).replace("-", "−")
    if len(digits) == 1:
        return _small_number_test(n, 11)
    lead = f"{expression} = {shown}"
    return DivisibilityTest(
        11, divides, RULES[11], f"{lead}, {kind} of 11, {_verdict(divides, 11, n)}"
    )


def divisibility_test(n: int, d: int) -> DivisibilityTest:
    """The quick test for divisor ``d`` (one of :data:`DIVISORS`) applied to n ≥ 0."""
    if d not in DIVISORS:
        raise ValueError(f"no quick test for {d}")
    if n < 0:
        raise ValueError("divisibility tests need a number of 0 or more")
    if n == 0:
        return DivisibilityTest(d, True, RULES[d], f"0 = {d} × 0, so {d} divides 0")
    last = n % 10
    if d == 2:
        divides = last % 2 == 0
        parity = "an even" if divides else "an odd"
        return DivisibilityTest(
            2, divides, RULES[2], f"{n} ends in {last}, {parity} digit, {_verdict(divides, 2, n)}"
        )
    if d == 5:
        divides = last in (0, 5)
        how = "" if divides else ", not 0 or 5"
        return DivisibilityTest(
            5, divides, RULES[5], f"{n} ends in {last}{how}, {_verdict(divides, 5, n)}"
        )
    if d == 10:
        divides = last == 0
        how = "" if divides else ", not 0"
        return DivisibilityTest(
            10, divides, RULES[10], f"{n} ends in {last}{how}, {_verdict(divides, 10, n)}"
        )
    if d in (3, 9):
        return _digit_sum_test(n, d)
    if d == 4:
        return _ending_test(n, 4, 2)
    if d == 8:
        return _ending_test(n, 8, 3)
    if d == 6:
        by2, by3 = n % 2 == 0, n % 3 == 0
        if by2 and by3:
            why = f"both 2 and 3 divide {n}"
        elif by2:
            why = f"2 divides {n} but 3 does not"
        elif by3:
            why = f"3 divides {n} but 2 does not"
        else:
            why = f"neither 2 nor 3 divides {n}"
        return DivisibilityTest(6, by2 and by3, RULES[6], f"{why}, {_verdict(by2 and by3, 6, n)}")
    return _alternating_test(n)


def divisibility_tests(n: int) -> tuple[DivisibilityTest, ...]:
    """Every quick test (2, 3, 4, 5, 6, 8, 9, 10, 11) applied to n ≥ 0."""
    return tuple(divisibility_test(n, d) for d in DIVISORS)
