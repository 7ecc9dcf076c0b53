from fastapi import APIRouter, HTTPException

from ..deps import DB, Tenant
from ..repo import ReportRepository

router = APIRouter(prefix="/reports", tags=["reports"])


@router.get("")
def search_reports(db: DB, tenant: Tenant, q: str = ""):
    return ReportRepository(db, tenant).search(q)


@router.get("/{report_id}")
def get_report(report_id: int, db: DB, tenant: Tenant):
    row = ReportRepository(db, tenant).get(report_id)
    if row is None:
        raise HTTPException(404)
    return row
