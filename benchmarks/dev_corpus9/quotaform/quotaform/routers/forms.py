"""Form builder API for authenticated tenants."""
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel
from sqlalchemy.orm import Session

from ..deps import current_user, get_db
from ..models import Field, Form, User
from ..services.calc import FormulaCompiler, FormulaError, parse_options

router = APIRouter(prefix="/api/forms")


class FieldIn(BaseModel):
    name: str
    label: str
    kind: str = "text"
    options: str = "[]"
    formula: str | None = None


class FormIn(BaseModel):
    slug: str
    title: str
    confirmation: str = "Thanks!"
    receipt_template: str = ""
    quota: int | None = None
    fields: list[FieldIn] = []
    builder: int = 3


@router.post("")
def create_form(body: FormIn, user: User = Depends(current_user), db: Session = Depends(get_db)):
    names = {f.name for f in body.fields}
    for f in body.fields:
        try:
            parse_options(f.options)
            if f.formula and body.builder >= 3:
                FormulaCompiler(names).compile(f.formula)
        except (FormulaError, SyntaxError, ValueError) as exc:
            raise HTTPException(422, "field %s: %s" % (f.name, exc))
    form = Form(tenant_id=user.tenant_id, slug=body.slug, title=body.title, confirmation=body.confirmation,
                receipt_template=body.receipt_template, quota=body.quota)
    form.fields = [Field(position=i, name=f.name, label=f.label, kind=f.kind, options_literal=f.options, formula=f.formula)
                   for i, f in enumerate(body.fields)]
    db.add(form)
    db.commit()
    return {"id": form.id, "slug": form.slug}


@router.get("/{form_id}")
def get_form(form_id: int, user: User = Depends(current_user), db: Session = Depends(get_db)):
    form = db.get(Form, form_id)
    if form is None or form.tenant_id != user.tenant_id:
        raise HTTPException(404)
    return {"id": form.id, "slug": form.slug, "title": form.title,
            "fields": [{"name": f.name, "label": f.label, "kind": f.kind} for f in form.fields]}
