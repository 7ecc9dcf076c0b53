"""Framework glue shared by the collection web apps (Flask/Werkzeug responses)."""
from .tokens import loan_request_token


def remember_visitor_language(response, lang: str):
    response.set_cookie("vitrine_lang", lang[:5], max_age=365 * 86400, samesite="Lax")
    return response


def attach_loan_token(response):
    token = loan_request_token()
    response.set_cookie("vitrine_loan", token, secure=True, httponly=True, samesite="Strict")
    return token


def attach_staff_session(response, session_id: str):
    response.set_cookie("vitrine_staff", session_id, httponly=True)
    return response
