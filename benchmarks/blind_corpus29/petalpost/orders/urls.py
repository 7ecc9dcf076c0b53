from django.urls import path

from . import deliveries, etiquettes, views, wire

urlpatterns = [
    path("orders/", views.order_search, name="order_search"),
    path("orders/<str:ref>/card/", views.card_preview, name="card_preview"),
    path("orders/<str:ref>/labels/", views.print_labels, name="print_labels"),
    path("login/", views.staff_login, name="staff_login"),
    path("continue/", views.continue_to, name="continue"),
    path("inspiration/", views.inspiration_image, name="inspiration"),
    path("deliveries/proof/", deliveries.proof_photo, name="proof_photo"),
    path("deliveries/proof/checked/", deliveries.proof_photo_checked, name="proof_photo_checked"),
    path("deliveries/track/<str:ref>/", deliveries.track, name="track"),
    path("deliveries/drivers/", deliveries.driver_lookup, name="driver_lookup"),
    path("till/restore/", deliveries.restore_till_draft, name="restore_till"),
    path("labels/day/", etiquettes.export_journée, name="labels_day"),
    path("wire/inbound/", wire.inbound, name="wire_inbound"),
    path("wire/search/", wire.search, name="wire_search"),
]
