"""Airflow's database hooks run the SQL their query methods are given (`PostgresHook(...).get_records(sql)`,
`hook.run(sql)`): a DAG run's trigger conf spliced into it is SQL injection, raised by the taint slot and confirmed
by the pattern slot. A table checked against an allowlist with the value bound as a parameter, an HTTP hook's
`run`, and an unrelated object's `run` raise nothing."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

EXPORTS = """
    from airflow.providers.http.hooks.http import HttpHook
    from airflow.providers.postgres.hooks.postgres import PostgresHook

    EXPORTABLE = {"orders": ["id", "total"]}


    def export_rows(**context):
        conf = context["dag_run"].conf or {}
        where = conf.get("where") or "TRUE"
        return PostgresHook(postgres_conn_id="replica").get_records(f"SELECT id FROM orders WHERE {where}")


    def purge(**context):
        conf = context["dag_run"].conf or {}
        pg_hook = PostgresHook(postgres_conn_id="stage")
        pg_hook.run("DELETE FROM stage.load WHERE day = '%s'" % conf["day"])


    def since(**context):
        conf = context["dag_run"].conf or {}
        table = conf.get("table", "orders")
        if table not in EXPORTABLE:
            raise ValueError(table)
        hook = PostgresHook(postgres_conn_id="replica")
        return hook.get_records(f"SELECT id FROM {table} WHERE created >= %s", parameters=(conf.get("since"),))


    def notify(**context):
        conf = context["dag_run"].conf or {}
        return HttpHook(http_conn_id="chat").run("/hooks/" + conf["channel"])
    """

RAISED = ['get_records(f"SELECT id FROM orders WHERE {where}")', "pg_hook.run(\"DELETE FROM"]


def _view() -> MemoryView:
    return MemoryView({"dags/__init__.py": "", "dags/exports.py": EXPORTS})


def test_sql_spliced_into_a_database_hooks_query_is_raised_and_nothing_else():
    view = _view()
    found = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "sql-injection")
    assert found == sorted(line_of(view, "dags/exports.py", needle) for needle in RAISED)


@pytest.mark.parametrize("needle", RAISED)
def test_the_pattern_slot_confirms_each(needle):
    verdict = judge_at(_view(), "pattern", "dags/exports.py", needle, "sql-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
