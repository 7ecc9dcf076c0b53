from sqlalchemy import Column, DateTime, Integer, MetaData, String, Table, bindparam, select, text

from shopfront.db import get_engine

metadata = MetaData()

orders = Table(
    "orders",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("customer_id", Integer, nullable=False, index=True),
    Column("total_cents", Integer, nullable=False),
    Column("status", String(20), nullable=False),
    Column("created_at", DateTime, nullable=False),
)


class OrderRepository:
    def __init__(self, engine=None):
        self.engine = engine or get_engine()

    def orders_for_customer(self, customer_id, status=None):
        stmt = text(
            "SELECT id, total_cents, status, created_at FROM orders "
            "WHERE customer_id = :cid AND (:status IS NULL OR status = :status) "
            "ORDER BY created_at DESC"
        ).bindparams(bindparam("status", type_=String))
        with self.engine.connect() as conn:
            return conn.execute(stmt, {"cid": customer_id, "status": status}).mappings().all()

    def count_by_status(self, customer_id, status):
        with self.engine.connect() as conn:
            total = conn.execute(
                text(f"SELECT count(*) FROM orders WHERE customer_id = {int(customer_id)} AND status = '{status}'")
            ).scalar()
        return total or 0

    def recent(self, customer_id, sort="created_at desc", limit=20):
        query = (
            select(orders.c.id, orders.c.total_cents, orders.c.status, orders.c.created_at)
            .where(orders.c.customer_id == customer_id)
            .order_by(text(sort))
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return conn.execute(query).all()
