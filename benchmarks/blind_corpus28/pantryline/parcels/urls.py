from django.urls import path

from . import views

urlpatterns = [
    path("", views.dashboard, name="dashboard"),
    path("login/", views.agency_login, name="agency_login"),
    path("households/", views.household_search, name="household_search"),
    path("households/new/", views.household_new, name="household_new"),
    path("households/<str:reference>/", views.household_detail, name="household_detail"),
    path("parcels/new/", views.parcel_new, name="parcel_new"),
    path("parcels/collect/", views.parcel_collect, name="parcel_collect"),
    path("kiosk/enrol/", views.kiosk_enrol, name="kiosk_enrol"),
    path("stock/", views.stock_list, name="stock_list"),
    path("stock/donation/", views.donation_dropoff, name="donation_dropoff"),
    path("stock/export/", views.stock_export, name="stock_export"),
    path("referrals/upload/", views.referral_upload, name="referral_upload"),
    path("referrals/letter/", views.referral_letter, name="referral_letter"),
    path("referrals/letter/<int:pk>/", views.referral_letter_by_id, name="referral_letter_by_id"),
    path("referrals/agency/", views.agency_lookup, name="agency_lookup"),
    path("supplier-logo/", views.supplier_logo, name="supplier_logo"),
    path("search/saved/", views.saved_search, name="saved_search"),
    path("allocation/preview/", views.allocation_preview, name="allocation_preview"),
]
