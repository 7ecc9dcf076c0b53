"""Azure Function (HTTP trigger): GET /api/report?table=views&from=2024-01-01&site=7"""
import json
import logging

import azure.functions as func
import pyodbc

from shared.config import SQL_CONN_STR

REPORT_TABLES = {"views": "dbo.media_views", "downloads": "dbo.media_downloads", "shares": "dbo.media_shares"}


def main(req: func.HttpRequest) -> func.HttpResponse:
    table = REPORT_TABLES.get(req.params.get("table", "views"))
    if table is None:
        return func.HttpResponse("unknown report", status_code=400)
    since = req.params.get("from", "2000-01-01")
    site = req.params.get("site")
    conn = pyodbc.connect(SQL_CONN_STR)
    cur = conn.cursor()
    sql = "SELECT CAST(ts AS date) AS day, COUNT(*) AS n FROM %s WHERE ts >= ?" % table
    args = [since]
    if site:
        sql += " AND site_id = " + site
    cur.execute(sql + " GROUP BY CAST(ts AS date) ORDER BY day", args)
    rows = [{"day": str(r.day), "n": r.n} for r in cur.fetchall()]
    logging.info("report %s rows=%d", table, len(rows))
    return func.HttpResponse(json.dumps(rows), mimetype="application/json")


def top_media(req: func.HttpRequest) -> func.HttpResponse:
    """GET /api/top?limit=10&site=7"""
    try:
        limit = max(1, min(int(req.params.get("limit", "10")), 100))
        site = int(req.params.get("site", "0"))
    except ValueError:
        return func.HttpResponse("bad parameters", status_code=400)
    conn = pyodbc.connect(SQL_CONN_STR)
    cur = conn.cursor()
    cur.execute("SELECT TOP %d media_id, COUNT(*) AS n FROM dbo.media_views WHERE site_id = ? "
                "GROUP BY media_id ORDER BY n DESC" % limit, site)
    return func.HttpResponse(json.dumps([{"media": r.media_id, "n": r.n} for r in cur.fetchall()]),
                             mimetype="application/json")
