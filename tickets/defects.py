"""Which confirmed findings are one defect: the same CWE family at the same place, or in one flow.

Two slots (or two rules of one slot) often see one defect in their own words: Bandit's
"cookie set without Secure" and the taint slot's "credential cookie without Secure/HttpOnly"
at one `set_cookie` call are one ticket, not two. One rule also often sees one defect at
several lines: a function that opens, renames and removes the same unchecked path, or draws
four characters of a password from `random.choice`, has one thing to fix, so those sinks are
one ticket that names every line (`one_flow`). A group is everything linked by either
relation, however it is reached. Grouping is pure and deterministic (the same findings always
give the same groups in the same order); it never reads code or files.
"""

from __future__ import annotations

from tickets.models import Location
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
_MODULE_SYMBOLS = ("<module>", "")  # an empty symbol names no function (tickets.fingerprint reads it so too)
_ADJACENT = 3  # most lines between two module-level sinks of one flow


def family(item: ConfirmedFinding) -> str:
    finding = item.finding
    if finding.cwe is None:
        return f"category:{finding.category}"
    return _FAMILY_OF.get(finding.cwe, f"cwe:{finding.cwe}")


def overlapping(first: Location, second: Location) -> bool:
    """Same file, and lines in common."""
    return first.path == second.path and first.start_line <= second.end_line and second.start_line <= first.end_line


def same_place(a: ConfirmedFinding, b: ConfirmedFinding) -> bool:
    """Same file, overlapping primary lines, same CWE family."""
    return overlapping(a.finding.primary, b.finding.primary) and family(a) == family(b)


def one_flow(a: ConfirmedFinding, b: ConfirmedFinding) -> bool:
    """Sinks of one flow: the same rule raising the same title (which names the value, or the call) in the same
    function of one file, in one CWE family. Module-level code is not one function: there only a run of adjacent
    lines (each within `_ADJACENT` of the last, as five `random.randrange` settings in a row) is one flow."""
    first, second = a.finding, b.finding
    if (first.primary.path != second.primary.path or first.symbol != second.symbol
            or first.rule_id != second.rule_id or first.title != second.title or family(a) != family(b)):
        return False
    at_module_level = first.symbol in _MODULE_SYMBOLS
    return not at_module_level or abs(first.primary.start_line - second.primary.start_line) <= _ADJACENT


def same_defect(a: ConfirmedFinding, b: ConfirmedFinding) -> bool:
    return same_place(a, b) or one_flow(a, b)


def group_same_defect(confirmed: list[ConfirmedFinding]) -> list[list[ConfirmedFinding]]:
    """CONFIRMED as groups of one defect each (everything `same_defect` links, directly or through others),
    every group led by its canonical member, groups in the order of their first place in the code.

    The canonical member is agent_a's first sink in the file, else the other slot's (the lowest fingerprint
    between findings at one line), so a rerun on the same code chooses the same one."""
    items = sorted(confirmed, key=_order)
    parent = list(range(len(items)))

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    # Only likely partners are compared, so that thousands of findings in one file cost little: the earlier
    # findings still open at this line (items come in line order), and the last one of the same flow (sorted
    # by line, a run of adjacent module-level sinks links each to the one before it).
    open_spans: dict[str, list[int]] = {}
    last_of_flow: dict[tuple, int] = {}
    for i, item in enumerate(items):
        at = item.finding.primary
        still_open = [j for j in open_spans.get(at.path, []) if items[j].finding.primary.end_line >= at.start_line]
        flow = (at.path, item.finding.symbol, item.finding.rule_id, item.finding.title, family(item))
        for j in [*still_open, *([last_of_flow[flow]] if flow in last_of_flow else [])]:
            if same_defect(items[j], item):
                parent[root(i)] = root(j)
        open_spans[at.path] = [*still_open, i]
        last_of_flow[flow] = i
    groups: dict[int, list[ConfirmedFinding]] = {}
    for i, item in enumerate(items):
        groups.setdefault(root(i), []).append(item)
    return [sorted(group, key=_canonical_order) for group in groups.values()]


def _order(item: ConfirmedFinding) -> tuple:
    location = item.finding.primary
    return location.path, location.start_line, location.end_line, *_canonical_order(item)


def _canonical_order(item: ConfirmedFinding) -> tuple:
    return _SLOT_ORDER.get(item.raised_by.slot.value, 9), item.finding.primary.start_line, item.fingerprint
