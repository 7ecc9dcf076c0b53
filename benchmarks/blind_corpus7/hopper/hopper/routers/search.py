from fastapi import APIRouter, Depends

from ..db import fetch_all, get_session
from ..services.formula import evaluate_filter, evaluate_metric
from ..typing_utils import paginate

router = APIRouter()


@router.get("/events")
def events(kind: str, limit: int = 50, session=Depends(get_session)):
    rows = fetch_all(session, "SELECT id, kind, payload, created FROM events WHERE kind = :kind ORDER BY created DESC LIMIT :lim",
                     kind=kind, lim=limit)
    return rows


@router.get("/events/by-source")
def by_source(source: str, session=Depends(get_session)):
    return fetch_all(session, f"SELECT id, kind, created FROM events WHERE source = '{source}'")


@router.get("/events/filtered")
def filtered(kind: str, where: str = "True", offset: int = 0, session=Depends(get_session)):
    rows = fetch_all(session, "SELECT id, kind, payload FROM events WHERE kind = :k", k=kind)
    keep = [r for r in rows if evaluate_filter(where, r)]
    return paginate(keep, offset, 100).as_dict()


@router.get("/metric")
def metric(expr: str, session=Depends(get_session)):
    counts = fetch_all(session, "SELECT kind, count(*) AS n FROM events GROUP BY kind")
    variables = {r["kind"]: float(r["n"]) for r in counts if r["kind"].isidentifier()}
    return {"value": evaluate_metric(expr, variables)}


@router.get("/tags")
def tags(prefix: str, table: str = "event_tags", session=Depends(get_session)):
    if table not in {"event_tags", "user_tags"}:
        table = "event_tags"
    return fetch_all(session, "SELECT name FROM %s WHERE name LIKE :p" % table, p=prefix + "%")


@router.get("/tags/count")
def tag_count(names: str, session=Depends(get_session)):
    in_list = ",".join("'%s'" % n for n in names.split(","))
    return fetch_all(session, "SELECT name, count(*) AS n FROM event_tags WHERE name IN (" + in_list + ") GROUP BY name")
