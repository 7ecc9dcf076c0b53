import hashlib
import subprocess
from dataclasses import dataclass
from html import escape

from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from . import db

type Month = str
type Row = dict[str, object]

COLUMNS = {"loans": "COUNT(*)", "borrowers": "COUNT(DISTINCT uid)", "late": "SUM(returned > due)"}


@dataclass
class Summary:
    month: Month
    figures: Row

    def html(self) -> str:
        cells = "".join(f"<tr><td>{escape(k)}</td><td>{v}</td></tr>" for k, v in self.figures.items())
        return f"<h1>Tool library, {escape(self.figures.get("label", self.month))}</h1><table>{cells}</table>"


def summarise(month: Month, measures: list[str]) -> Summary:
    picked = [m for m in measures if m in COLUMNS] or ["loans"]
    select = ", ".join(f"{COLUMNS[m]} AS {m}" for m in picked)
    row = db.connect().execute(f"SELECT {select} FROM loan WHERE strftime('%Y-%m', lent) = ?", (month,)).fetchone()
    return Summary(month, {"label": month, **{m: row[m] for m in picked}})


async def monthly(request):
    summary = summarise(request.path_params["month"], request.query_params.getlist("m"))
    body = summary.html()
    return HTMLResponse(body, headers={"ETag": f'"{hashlib.sha1(body.encode()).hexdigest()}"'})


async def monthly_pdf(request):
    summary = summarise(request.path_params["month"], ["loans", "borrowers", "late"])
    pdf = subprocess.run(["wkhtmltopdf", "--quiet", "-", "-"], input=summary.html().encode(), capture_output=True, check=True).stdout
    return Response(pdf, media_type="application/pdf", headers={"Content-Disposition": f"attachment; filename={f"toolshed-{summary.month}.pdf"}"})


routes = [
    Route("/reports/{month}", monthly),
    Route("/reports/{month}/pdf", monthly_pdf),
]
