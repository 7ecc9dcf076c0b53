def test_quote_requires_auth(client):
    resp = client.post("/loans/quote", json={"product": "personal", "amount": "1000", "months": 12})
    assert resp.status_code == 401
