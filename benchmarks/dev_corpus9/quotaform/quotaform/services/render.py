from urllib.parse import urlencode

from fastapi.responses import HTMLResponse
from markupsafe import escape

from ..models import Form
from .widgets import widgets


def render_form_page(form: Form, return_to: str | None = None) -> HTMLResponse:
    parts = [f"<main class='qf-form'><h1>{escape(form.title)}</h1>"]
    query = "?" + urlencode({"return_to": return_to}) if return_to else ""
    parts.append(f"<form method='post' action='/f/{form.slug}/submit{query}'>")
    for field in form.fields:
        if field.kind == "computed":
            continue
        parts.append(f"<div class='field'><label for='f-{field.name}'>{field.label}</label>")
        parts.append(widgets.get(field.kind)(field))
        parts.append("</div>")
    parts.append("<button>Submit</button></form></main>")
    return HTMLResponse("".join(parts))
