from cabrank.handlers.bookings import passenger_pin, redispatch_delay


def test_pin_has_four_digits():
    assert len(passenger_pin()) == 4


def test_delay_is_capped():
    assert redispatch_delay(10) < 32
