"""Query helpers used by the export DAGs."""
from collections.abc import Iterable, Mapping

from airflow.providers.postgres.hooks.postgres import PostgresHook

type Row = tuple[object, ...]
type Conf = Mapping[str, object]

EXPORTABLE = {
    "customers": ("id", "email", "country", "created_at"),
    "orders": ("id", "customer_id", "total", "status", "created_at"),
    "refunds": ("id", "order_id", "amount", "created_at"),
}


def chunked[T](rows: Iterable[T], size: int = 5000) -> Iterable[list[T]]:
    batch: list[T] = []
    for r in rows:
        batch.append(r)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def export_rows(conf: Conf) -> list[Row]:
    """Columns come from EXPORTABLE; the optional filter is free-form SQL from the trigger form."""
    table = str(conf.get("table", "orders"))
    if table not in EXPORTABLE:
        raise ValueError(f"table {table!r} is not exportable")
    cols = ", ".join(EXPORTABLE[table])
    where = conf.get("where") or "TRUE"
    sql = f"SELECT {cols} FROM {table} WHERE {where} ORDER BY id"
    return PostgresHook(postgres_conn_id="oltp_replica").get_records(sql)


def rows_since(conf: Conf) -> list[Row]:
    table = str(conf.get("table", "orders"))
    if table not in EXPORTABLE:
        raise ValueError(f"table {table!r} is not exportable")
    hook = PostgresHook(postgres_conn_id="oltp_replica")
    return hook.get_records(f"SELECT {", ".join(EXPORTABLE[table])} FROM {table} WHERE created_at >= %s",
                            parameters=(conf.get("since", "1970-01-01"),))


def delete_partition(conf: Conf) -> None:
    day = conf["day"]
    PostgresHook(postgres_conn_id="warehouse_stage").run(f"DELETE FROM stage.{conf["table"]} WHERE load_day = '{day}'")
