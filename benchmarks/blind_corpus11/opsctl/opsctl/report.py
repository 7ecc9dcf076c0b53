from __future__ import annotations

import html
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

from .inventory import Host

_TEMPLATES = Path(__file__).parent / "templates"
_env = Environment(loader=FileSystemLoader(_TEMPLATES), autoescape=False)


def host_table(hosts: list[Host], results: dict[str, dict[str, int]]) -> str:
    rows = []
    for h in hosts:
        res = results.get(h.name, {})
        cells = "".join(f"<td>{html.escape(svc)}: {rc}</td>" for svc, rc in res.items())
        rows.append(f"<tr><th>{html.escape(h.name)}</th>{cells}</tr>")
    return "<table>" + "".join(rows) + "</table>"


def write_report(hosts: list[Host], results: dict[str, dict[str, int]], out: Path) -> None:
    tpl = _env.get_template("report.html")
    out.write_text(tpl.render(hosts=hosts, table=host_table(hosts, results)))
