"""Generic collection resource.

Subclasses describe their table and contribute WHERE clauses through
:meth:`filter_clauses`; the base class assembles and runs the query.
"""
import falcon

from .. import db


class BaseCollection:
    table = None
    columns = ("id",)
    sortable = ("id",)
    page_size = 50

    def filter_clauses(self, req):
        """Return a list of ``(sql_fragment, params)`` tuples."""
        return []

    def serialize(self, row):
        return row

    def _order_by(self, req):
        order = req.get_param("order") or self.sortable[0]
        direction = "DESC" if order.startswith("-") else "ASC"
        order = order.lstrip("-")
        if order not in self.sortable:
            raise falcon.HTTPBadRequest(title="Unsupported order column")
        return "%s %s" % (order, direction)

    def on_get(self, req, resp):
        clauses, params = [], []
        for fragment, values in self.filter_clauses(req):
            clauses.append(fragment)
            params.extend(values)
        where = " AND ".join(clauses) or "TRUE"
        page = req.get_param_as_int("page", min_value=1, default=1)
        sql = "SELECT {cols} FROM {table} WHERE {where} ORDER BY {order} LIMIT {limit} OFFSET {offset}".format(
            cols=", ".join(self.columns),
            table=self.table,
            where=where,
            order=self._order_by(req),
            limit=self.page_size,
            offset=(page - 1) * self.page_size,
        )
        resp.media = {"results": [self.serialize(r) for r in db.query(sql, params)], "page": page}
