def test_logout_redirects_home(client):
    resp = client.get("/auth/logout")
    assert resp.status_code == 302


def test_scale_rejects_strings(client):
    resp = client.post("/firings/../glazes/scale", data={"factor": "'x'"})
    assert resp.status_code in (400, 404)
