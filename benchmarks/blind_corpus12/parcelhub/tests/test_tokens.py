from app.services.tokens import delivery_pin, sample_for_audit, share_token


def test_pin_is_six_digits():
    assert len(delivery_pin()) == 6


def test_share_token_length():
    assert len(share_token()) >= 32


def test_sample_small_list_returned_whole():
    items = [{"id": i} for i in range(3)]
    assert sample_for_audit(items, 10) == items
