def test_list_requires_day(client):
    resp = client.get("/bookings/?day=2024-05-01&groomer=sam")
    assert resp.status_code in (200, 500)


def test_redirect_after_cancel(client):
    resp = client.post("/bookings/1/cancel", data={"return_to": "//evil.example"})
    assert resp.headers["Location"].endswith("/bookings/")
