from jinja2 import Environment, FileSystemLoader, Template, select_autoescape
from jinja2.sandbox import SandboxedEnvironment

from . import db

_env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html"]))
_sandbox = SandboxedEnvironment(autoescape=True)

LEGACY_SLIP = """<html><body><h1>Payslip {{ emp.surname }}</h1>
<p class="note">{{ note }}</p></body></html>"""


def _employee(emp_id):
    rows = db.fetch_all("SELECT * FROM employees WHERE id = :id", id=emp_id)
    return rows[0] if rows else {}


def render_payslip(emp_id, note):
    # Template() defaults to autoescape=False
    return Template(LEGACY_SLIP).render(emp=_employee(emp_id), note=note)


def render_standard(emp_id, note):
    return _env.get_template("payslip.html").render(emp=_employee(emp_id), note=note)


def render_custom(template_source, emp_id):
    """HR can upload their own payslip layout."""
    return _sandbox.from_string(template_source).render(emp=_employee(emp_id))


def render_preview(template_source, emp_id):
    return Environment().from_string(template_source).render(emp=_employee(emp_id))
