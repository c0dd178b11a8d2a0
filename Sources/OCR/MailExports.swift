/// An e-mail is a document OCR reads like any other (`MailText`): its parsed message and the
/// schema.org markup of its HTML are part of what a reading of it gives, so the readers above
/// see `MailMessage` and `HTMLMarkup` through this module, as they see its pages.
@_exported import Mail
