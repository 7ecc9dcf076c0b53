"""Public, unauthenticated endpoints used by respondents."""
from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse
from fastapi.templating import Jinja2Templates
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from ..deps import get_db
from ..models import Form, Submission
from ..services.calc import FormulaCompiler, FormulaError, evaluate_formula
from ..services.messages import render_confirmation
from ..services.render import render_form_page

router = APIRouter()
templates = Jinja2Templates(directory="quotaform/templates")


class FormNotFound(Exception):
    def __init__(self, slug: str):
        self.slug = slug


def _published(db: Session, slug: str) -> Form:
    form = db.scalar(select(Form).where(Form.slug == slug))
    if form is None:
        raise FormNotFound(slug)
    return form


@router.get("/f/{slug}")
def show_form(slug: str, request: Request, db: Session = Depends(get_db)):
    # Embedding sites pass ?return_to= so respondents land back on their page.
    return render_form_page(_published(db, slug), request.query_params.get("return_to"))


@router.post("/f/{slug}/submit")
async def submit(slug: str, request: Request, db: Session = Depends(get_db)):
    form = _published(db, slug)
    if form.quota is not None:
        taken = db.scalar(select(func.count()).select_from(Submission).where(Submission.form_id == form.id))
        if taken >= form.quota:
            return templates.TemplateResponse(request, "closed.html", {"form": form}, status_code=410)
    data = await request.form()
    answers = {k: v for k, v in data.items()}
    names = {f.name for f in form.fields}
    for field in form.fields:
        if field.kind != "computed" or not field.formula:
            continue
        numeric = {k: float(v) for k, v in answers.items() if k in names and _is_number(v)}
        try:
            answers[field.name] = FormulaCompiler(names).compile(field.formula)(numeric)
        except FormulaError:
            # Forms from the v2 builder may use syntax the compiler does not know.
            answers[field.name] = evaluate_formula(field.formula, numeric)
    db.add(Submission(form_id=form.id, answers=answers))
    db.commit()
    return_to = request.query_params.get("return_to")
    if return_to:
        return RedirectResponse(return_to, status_code=303)
    request.session["last_confirmation"] = render_confirmation(form.confirmation, answers)
    return RedirectResponse(f"/f/{form.slug}/thanks", status_code=303)


@router.get("/f/{slug}/thanks")
def thanks(slug: str, request: Request, db: Session = Depends(get_db)):
    form = _published(db, slug)
    message = request.session.pop("last_confirmation", "Thanks!")
    return templates.TemplateResponse(request, "thanks.html", {"form": form, "message": message})


def _is_number(value) -> bool:
    try:
        float(value)
        return True
    except (TypeError, ValueError):
        return False
