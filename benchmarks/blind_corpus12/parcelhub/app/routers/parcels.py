from fastapi import APIRouter, HTTPException, Query

from ..deps import Conn, Tenant
from ..repository import ParcelRepository, SortField
from ..services.tokens import delivery_pin, sample_for_audit

router = APIRouter()


@router.get("")
async def list_parcels(conn: Conn, tenant: Tenant, sort: SortField = SortField.created,
                       limit: int = Query(50, le=200), offset: int = 0):
    page = await ParcelRepository(conn).page(tenant["id"], sort, limit, offset)
    return {"total": page.total, "items": page.items}


@router.get("/by-reference")
async def by_reference(conn: Conn, tenant: Tenant, ref: str):
    return await ParcelRepository(conn).find_by("reference", ref.strip(), tenant["id"])


@router.post("/{parcel_id}/dispatch")
async def dispatch(parcel_id: int, conn: Conn, tenant: Tenant):
    repo = ParcelRepository(conn)
    parcel = await repo.get(parcel_id)
    if parcel is None or parcel["tenant_id"] != tenant["id"]:
        raise HTTPException(404)
    pin = delivery_pin()
    await conn.execute("UPDATE parcels SET status = 'dispatched', pin = $1 WHERE id = $2", pin, parcel_id)
    return {"id": parcel_id, "pin": pin}


@router.get("/audit-sample")
async def audit_sample(conn: Conn, tenant: Tenant, size: int = Query(20, le=100)):
    rows = await conn.fetch("SELECT id, reference FROM parcels WHERE tenant_id = $1 AND status = 'delivered'", tenant["id"])
    return sample_for_audit([dict(r) for r in rows], size)
