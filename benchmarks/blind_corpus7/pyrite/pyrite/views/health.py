from pyramid.view import view_config


@view_config(route_name="health", renderer="json")
def health(request):
    directory = request.registry.directory
    return {"status": "ok", "ldap": getattr(directory, "base_dn", None) is not None}
