from unittest import mock

import pandas as pd

from etl import partner_files


def test_partner_from_path():
    assert partner_files.partner_from_path("/sftp/partners/incoming/acme/ACME_2024-05-01.csv") == "ACME"


def test_read_csv_frame(tmp_path):
    p = tmp_path / "ACME_2024-05-01.csv"
    p.write_text("order_ref,sku,qty\nA1,SKU1,3\n")
    frame = partner_files.read_partner_frame(str(p))
    assert list(frame.columns) == ["order_ref", "sku", "qty"]


def test_decompress_noop():
    with mock.patch("subprocess.run") as run:
        assert partner_files.decompress("/x/ACME.csv") == "/x/ACME.csv"
        run.assert_not_called()
