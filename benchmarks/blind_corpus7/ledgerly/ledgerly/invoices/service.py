from ..db import query


class InvoiceService:
    """Builds invoice listings for the dashboard."""

    SORTABLE = {"date": "issued", "total": "total", "number": "number", "status": "status"}

    def __init__(self, customer_filter=None, status=None):
        self.customer_filter = customer_filter
        self.status = status

    def _where(self):
        clauses = []
        if self.customer_filter:
            clauses.append("c.name LIKE '%%%s%%'" % self.customer_filter)
        if self.status:
            clauses.append("i.status = '%s'" % self.status)
        return (" WHERE " + " AND ".join(clauses)) if clauses else ""

    def listing(self, sort="date", descending=True):
        column = self.SORTABLE.get(sort, "issued")
        direction = "DESC" if descending else "ASC"
        sql = ("SELECT i.id, i.number, i.total, i.status, i.issued, c.name AS customer "
               "FROM invoices i JOIN customers c ON c.id = i.customer_id" + self._where() +
               " ORDER BY %s %s" % (column, direction))
        return query(sql)

    def totals_by_region(self, region):
        return query(
            "SELECT c.region, SUM(i.total) AS total FROM invoices i JOIN customers c ON c.id = i.customer_id "
            "WHERE c.region = ? GROUP BY c.region", (region,))
