"""The documents in the repository work in a clone: every link in the README and the
CHANGELOG to a file points inside the repository at a file that exists, and docs/RULES.md
is the project's rules word for word (issue 26)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINK = re.compile(r"\]\((?P<target>[^)\s]+)\)")


def file_links(document: Path) -> list[str]:
    """The links in a Markdown ``document`` that name a file (not a web page or an anchor)."""
    return [
        match.group("target").split("#")[0]
        for match in LINK.finditer(document.read_text(encoding="utf-8"))
        if not re.match(r"[a-z]+:", match.group("target"))
        and not match.group("target").startswith("#")
    ]


@pytest.mark.parametrize("name", ["README.md", "CHANGELOG.md"])
def test_every_link_to_a_file_works_in_a_clone(name):
    """A link like ../shared/RULES.md leaves the repository and is broken in a clone."""
    for target in file_links(ROOT / name):
        path = (ROOT / target).resolve()
        assert path.is_relative_to(ROOT), f"{name} links outside the repository: {target}"
        assert path.exists(), f"{name} links a file that is not there: {target}"


def test_the_readme_links_the_rules():
    """The README's link to the rules is docs/RULES.md, a copy kept in the repository."""
    assert "docs/RULES.md" in file_links(ROOT / "README.md")
    assert (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8").startswith("# Wild West")


def test_docs_rules_is_the_projects_rules_word_for_word():
    """Where the project's shared RULES.md is beside (or above) the checkout, docs/RULES.md
    is the same text: change one, copy it to the other."""
    shared = next(
        (
            folder / "shared" / "RULES.md"
            for folder in ROOT.parents
            if (folder / "shared" / "RULES.md").is_file()
        ),
        None,
    )
    if shared is None:
        pytest.skip("no shared RULES.md beside this checkout (a clone): nothing to compare")
    copy = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert copy == shared.read_text(encoding="utf-8"), (
        f"docs/RULES.md differs from {shared}: copy it over"
    )
