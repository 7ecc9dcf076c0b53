class TechnicianMiddleware:
    """Attach the technician code from the session to each request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.technician = request.session.get("tech_code")
        response = self.get_response(request)
        if request.technician:
            response.set_cookie("pb_tech", request.technician, max_age=3600)
        return response
