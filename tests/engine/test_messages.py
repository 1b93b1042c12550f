"""Whatever is typed or read, the engine's messages are one printable line (issue 12)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from wildwest.engine import (
    MAX_NAME_LENGTH,
    DealError,
    FactorInputError,
    check_seed,
    parse_deal,
    parse_whole_number,
)
from wildwest.engine.errors import one_line, quoted, unshowable


def one_line_of_text(message: str) -> bool:
    return bool(message) and not any(unshowable(c) for c in message)


hostile = st.text(max_size=60) | st.text(
    alphabet="0123456789١٢３+-−., \n\r\t\x00\x85\u2028\u202e\ud800", max_size=30
)


@settings(max_examples=500)
@given(hostile)
def test_factor_input_is_a_number_or_one_printable_line(text):
    """parse_whole_number: a whole number 0 to 10^12 from ASCII digits, or a one-line message."""
    try:
        n = parse_whole_number(text)
    except FactorInputError as error:
        assert one_line_of_text(str(error))
    else:
        assert 0 <= n <= 10**12
        digits = "".join(c for c in text if c.isdigit())
        assert digits.isascii()


@settings(max_examples=500)
@given(hostile | st.integers() | st.none() | st.booleans())
def test_a_deal_code_is_a_number_or_one_printable_line(code):
    """check_seed: any value gives a deal code or a DealError that is one printable line."""
    try:
        seed = check_seed(code)
    except DealError as error:
        assert one_line_of_text(str(error))
    else:
        assert 0 <= seed <= 10**12 - 1


@settings(max_examples=400)
@given(st.lists(hostile, min_size=2, max_size=16))
def test_names_in_a_valid_deal_are_short_plain_text(names):
    """parse_deal keeps only names of at most 24 showable characters; messages are one line."""
    try:
        deal = parse_deal({"players": names, "face_pile": [], "digit_pile": []})
    except DealError as error:
        assert one_line_of_text(str(error))
    else:
        for name in deal.players:
            assert 0 < len(name) <= MAX_NAME_LENGTH
            assert not any(unshowable(c) for c in name)


@given(st.text())
def test_one_line_and_quoted_never_keep_a_line_break_or_control_character(text):
    """one_line and quoted escape every control character, separator and half character."""
    for shown in (one_line(text), quoted(text), quoted([text, 1])):
        assert not any(unshowable(c) for c in shown)
