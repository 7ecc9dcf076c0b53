from etlflow import registry
from etlflow.plugins import csv_partner, xml_orders  # noqa: F401


def test_builtin_plugins_registered():
    assert {"partner_csv", "xml_orders", "xml_catalog"} <= set(registry.PLUGINS)
