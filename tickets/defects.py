"""Which confirmed findings are one defect: the same place in the code, the same CWE family.

Two slots (or two rules of one slot) often see one defect in their own words: Bandit's
"cookie set without Secure" and the taint slot's "credential cookie without Secure/HttpOnly"
at one `set_cookie` call are one ticket, not two. Grouping is pure and deterministic (the
same findings always give the same groups in the same order); it never reads code or files.
"""

from __future__ import annotations

from tickets.records import ConfirmedFinding

# CWEs that name one kind of defect in different words. A CWE not listed is its own family;
# a finding with no CWE falls back to its category.
_FAMILIES: dict[str, tuple[int, ...]] = {
    "cookie-flags": (614, 1004, 1275, 315, 539),
    "os-command": (77, 78, 88),
    "sql": (89, 564),
    "code": (94, 95, 96),
    "path": (22, 23, 36, 73),
    "deserialisation": (502,),
    "xml-entities": (611, 776, 827),
    "weak-hash": (327, 328, 916, 759, 760),
    "weak-random": (330, 338),
    "credentials": (259, 321, 798),
    "tls": (295, 297),
    "temp-file": (377, 379),
    "xss": (79, 80),
    "redirect": (601,),
    "ssrf": (918,),
}
_FAMILY_OF = {cwe: family for family, cwes in _FAMILIES.items() for cwe in cwes}
_SLOT_ORDER = {"agent_a": 0, "agent_b": 1}


def family(item: ConfirmedFinding) -> str:
    finding = item.finding
    if finding.cwe is None:
        return f"category:{finding.category}"
    return _FAMILY_OF.get(finding.cwe, f"cwe:{finding.cwe}")


def same_defect(a: ConfirmedFinding, b: ConfirmedFinding) -> bool:
    """Same file, overlapping primary lines, same CWE family."""
    first, second = a.finding.primary, b.finding.primary
    return (first.path == second.path and first.start_line <= second.end_line and second.start_line <= first.end_line
            and family(a) == family(b))


def group_same_defect(confirmed: list[ConfirmedFinding]) -> list[list[ConfirmedFinding]]:
    """CONFIRMED as groups of one defect each, every group led by its canonical member.

    The canonical member is the first raised by agent_a, else the lowest fingerprint, so a
    rerun on the same code chooses the same one."""
    groups: list[list[ConfirmedFinding]] = []
    for item in sorted(confirmed, key=_order):
        home = next((group for group in groups if any(same_defect(item, member) for member in group)), None)
        if home is None:
            groups.append([item])
        else:
            home.append(item)
    return [sorted(group, key=_canonical_order) for group in groups]


def _order(item: ConfirmedFinding) -> tuple:
    location = item.finding.primary
    return location.path, location.start_line, location.end_line, *_canonical_order(item)


def _canonical_order(item: ConfirmedFinding) -> tuple:
    return _SLOT_ORDER.get(item.raised_by.slot.value, 9), item.fingerprint
