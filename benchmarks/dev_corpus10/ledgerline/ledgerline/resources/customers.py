from ..db import fetch_all

SORT_COLUMNS = {"name": "name", "created": "created_at", "balance": "balance"}


class CustomerCollection:
    def on_get(self, req, resp):
        sort = SORT_COLUMNS.get(req.get_param("sort", default="name"), "name")
        direction = "DESC" if req.get_param("dir") == "desc" else "ASC"
        sql = "SELECT id, name, email, balance FROM customers WHERE tenant_id = %%s ORDER BY %s %s" % (sort, direction)
        resp.media = fetch_all(sql, (req.context.tenant_id,))

    def on_get_search(self, req, resp):
        term = req.get_param("q", default="")
        tenant = req.context.tenant_id
        sql = f"SELECT id, name FROM customers WHERE tenant_id = {tenant} AND name ILIKE '%{term}%'"
        resp.media = fetch_all(sql)
