import logging

from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config

from ..models import Donation

log = logging.getLogger(__name__)


@view_config(route_name="donate_done")
def donate_done(request):
    ref = request.params.get("ref", "")
    donation = request.dbsession.query(Donation).filter_by(provider_ref=ref).one_or_none()
    resp = HTTPFound(location=request.params.get("return", request.route_url("home")))
    if donation is not None:
        resp.set_cookie("sm_donor", donation.donor_token, max_age=365 * 86400)
        log.info("donation %s confirmed", donation.id)
    return resp
