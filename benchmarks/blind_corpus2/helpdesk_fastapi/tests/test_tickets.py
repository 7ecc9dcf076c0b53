from helpdesk import db


def test_create_and_fetch(client):
    tid = db.create_ticket("Printer on fire", "again", "bob@example.org")
    r = client.get(f"/tickets/{tid}/card")
    assert r.status_code == 200
    assert "Printer on fire" in r.text


def test_sort_rejects_unknown_column(client):
    r = client.get("/tickets/sorted", params={"order": "id; DROP TABLE tickets"})
    assert r.status_code == 400


def test_download_blocks_traversal(client):
    r = client.get("/attachments/1/..%2F..%2Fetc%2Fpasswd")
    assert r.status_code == 404
