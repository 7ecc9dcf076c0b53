from django.utils.crypto import get_random_string


def order_reference():
    return get_random_string(10, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


def staff_cookie_response(response, staff_id, remember):
    response.set_cookie("pp_staff", str(staff_id), max_age=30 * 86400 if remember else None)
    response.set_cookie("pp_counter", "1", secure=True, httponly=True, samesite="Lax")
    return response
