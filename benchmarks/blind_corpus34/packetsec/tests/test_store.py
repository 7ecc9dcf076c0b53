from packetsec import store


def test_mark_returned(tmp_path):
    conn = store.connect(str(tmp_path / "p.db"))
    conn.execute("INSERT INTO packet (id, owner, country, value) VALUES ('P1', '17', 'GB', 12.0)")
    store.mark_returned(conn, "P1", "2024-03-01")
    assert store.query_packets(conn, "returned IS NOT NULL")[0][0] == "P1"
