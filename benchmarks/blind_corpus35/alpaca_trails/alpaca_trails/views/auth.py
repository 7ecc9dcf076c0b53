from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config, view_defaults

from ..services.directory import directory


@view_defaults(renderer="templates/login.pt")
class AuthViews:
    def __init__(self, request):
        self.request = request

    @view_config(route_name="login", request_method="GET")
    def form(self):
        return {"came_from": self.request.params.get("came_from", "/")}

    @view_config(route_name="login", request_method="POST")
    def submit(self):
        params = self.request.POST
        username = params.get("username", "").strip()
        if not directory.authenticate(username, params.get("password", "")):
            return {"came_from": params.get("came_from", "/"), "error": "Login failed"}
        headers = remember(self.request, username)
        response = HTTPFound(location=params.get("came_from", "/"), headers=headers)
        response.set_cookie("trek_guide", username, max_age=12 * 3600)
        return response

    @view_config(route_name="logout")
    def logout(self):
        return HTTPFound(location=self.request.route_url("home"), headers=forget(self.request))
