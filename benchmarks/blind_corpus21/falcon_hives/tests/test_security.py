from hives import security


def test_hash_password_roundtrip():
    salt = bytes(16)
    assert security.hash_password("miel-de-prueba", salt=salt).startswith("00" * 16)


def test_session_ids_unique():
    assert security.new_session_id() != security.new_session_id()
