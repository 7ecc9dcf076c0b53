from django.urls import path

from visits import views, media_views

urlpatterns = [
    path("", views.visit_list, name="visit_list"),
    path("visits/<int:pk>/", views.visit_detail, name="visit_detail"),
    path("visits/book/", views.book_visit, name="book_visit"),
    path("visits/report/", views.pitch_report, name="pitch_report"),
    path("visits/history/", views.owner_history, name="owner_history"),
    path("login/", views.technician_login, name="login"),
    path("lang/", views.set_language, name="set_language"),
    path("technicians/", views.technician_search, name="technician_search"),
    path("inharmonicity/", views.inharmonicity, name="inharmonicity"),
    path("stretch/", views.stretch_curve, name="stretch_curve"),
    path("import/", views.import_service_record, name="import_record"),
    path("media/soundboard/", media_views.soundboard_photo, name="soundboard_photo"),
    path("media/recording/", media_views.upload_recording, name="upload_recording"),
    path("media/manual/", media_views.fetch_manual, name="fetch_manual"),
    path("media/dealer/", media_views.dealer_stock, name="dealer_stock"),
    path("basket/", media_views.restore_basket, name="restore_basket"),
]
