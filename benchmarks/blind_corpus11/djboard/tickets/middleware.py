import time


class LastSeenMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.user.is_authenticated:
            response.set_cookie("last_seen", str(int(time.time())), samesite="Lax")
            if "sso_ticket" in request.session:
                response.set_cookie("sso_ticket", request.session["sso_ticket"], samesite="Lax")
        return response
