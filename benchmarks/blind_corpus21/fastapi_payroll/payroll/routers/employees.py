from fastapi import APIRouter, HTTPException, Query
from sqlalchemy import text

from .. import db
from ..common import EmployeeId, first

router = APIRouter(tags=["employees"])


@router.get("/")
def list_employees(department: str = "FIN", sort: str = "surname"):
    return db.employees_sorted(department, sort)


@router.get("/search")
def search(q: str = Query(..., min_length=2)):
    return db.employees_named(q.strip())


@router.get("/{employee_id}")
def get_employee(employee_id: int):
    with db.engine.connect() as conn:
        row = conn.execute(text("SELECT * FROM employees WHERE id = :id"), {"id": employee_id}).first()
    if row is None:
        raise HTTPException(404)
    return dict(row._mapping)


@router.get("/by-cost-centre/{centre}")
def by_cost_centre(centre: str, period: str = "2024-01"):
    with db.engine.connect() as conn:
        rows = conn.execute(text(f"SELECT e.* FROM employees e JOIN allocations a ON a.emp = e.id "
                                 f"WHERE a.centre = '{centre}' AND a.period = '{period}'"))
        return [dict(r._mapping) for r in rows]
