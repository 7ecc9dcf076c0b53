from printfarm import codec


def test_roundtrip():
    job = {"id": 7, "profile": "pla-0.2"}
    assert codec.decode(codec.encode(job)) == job
