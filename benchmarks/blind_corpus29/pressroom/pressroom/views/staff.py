from pyramid.view import view_config, view_defaults

from .. import security


@view_defaults(route_name="staff_lookup", renderer="json")
class StaffLookupView:
    def __init__(self, request):
        self.request = request
        self.settings = request.registry.settings

    @view_config(request_method="GET")
    def lookup(self):
        if "initials" in self.request.params:
            return {"operators": security.find_operator(self.settings, self.request.params["initials"])}
        return {"staff": security.find_staff(self.settings, self.request.params.get("q", ""))}
