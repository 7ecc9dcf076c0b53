from fobsync.reports import members_table


def test_table_has_rows():
    html = members_table([{"username": "ada", "display_name": "Ada", "status": "active"}])
    assert "<td" in html
