from .avatar import bp as avatar_bp
from .export import ExportView
from .logout import bp as logout_bp
from .people import PeopleSearchView, PersonView
from .selfservice import bp as selfservice_bp
from ..saml.acs import bp as saml_bp
from ..saml.metadata import MetadataImportView
from ..tools.ldif_import import bp as hr_bp

CLASS_VIEWS = [
    ("/people", PeopleSearchView, "people_search"),
    ("/people/<uid>", PersonView, "person"),
    ("/admin/export", ExportView, "export"),
    ("/admin/idp-metadata", MetadataImportView, "idp_metadata"),
]


def register_views(app):
    for rule, view, name in CLASS_VIEWS:
        app.add_url_rule(rule, view_func=view.as_view(name))
    for bp in (avatar_bp, selfservice_bp, saml_bp, logout_bp, hr_bp):
        app.register_blueprint(bp)
