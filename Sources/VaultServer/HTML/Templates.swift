/// The Mustache templates of every page, compiled into the binary (no files to install).
/// `{{name}}` is escaped as HTML; `{{{name}}}` is used only for SVG the server drew itself.
enum Templates {
    static let all: [String: String] = [
        "layout": layout, "journeys": journeys, "journey": journey, "document": document, "search": search,
        "review": review, "upload": upload, "error": error, "unlock": unlock,
    ]

    static let layout = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="csrf-token" content="{{csrf}}">
        <title>{{$title}}vault{{/title}} · vault</title>
        <link rel="stylesheet" href="/assets/vault.css">
        <script src="/assets/vault.js" defer></script>
        </head>
        <body data-page="{{$page}}{{/page}}">
        <header>
        <nav>
        <a href="/" class="brand">vault</a>
        <a href="/">Journeys</a>
        <a href="/review">Review</a>
        <a href="/upload">Upload</a>
        <form action="/search" method="get" class="search" role="search">
        <input type="search" name="q" value="{{query}}" placeholder="Search text" aria-label="Search the text of every page">
        </form>
        </nav>
        </header>
        <main>
        {{$body}}{{/body}}
        </main>
        </body>
        </html>
        """

    static let journeys = """
        {{<layout}}{{$title}}Journeys{{/title}}{{$page}}journeys{{/page}}{{$body}}
        <h1>Journeys</h1>
        {{#hasUpcoming}}
        <h2>Coming up</h2>
        <ol class="itinerary" id="upcoming">
        {{#upcoming}}<li><span class="when">{{when}}</span> <strong>{{title}}</strong>{{#journey}} · <a href="/journeys/{{journey}}">{{journey}}</a>{{/journey}}</li>
        {{/upcoming}}
        </ol>
        {{/hasUpcoming}}
        {{^journeys}}<p class="empty">No journeys yet: <code>vault journey add paris --name "Paris 2025"</code>.</p>{{/journeys}}
        {{#hasJourneys}}
        <table class="list">
        <thead><tr><th>Journey</th><th>Dates</th><th class="num">Documents</th><th class="num">Confirmed</th><th class="num">Drafts</th></tr></thead>
        <tbody>
        {{#journeys}}
        <tr><td><a href="/journeys/{{slug}}">{{name}}</a> <span class="muted">{{slug}}</span></td>
        <td>{{dates}}</td><td class="num">{{documents}}</td>
        <td class="num">{{#confirmed}}<div>{{.}}</div>{{/confirmed}}{{^confirmed}}–{{/confirmed}}</td>
        <td class="num">{{#drafts}}<div>{{.}}</div>{{/drafts}}{{^drafts}}–{{/drafts}}</td></tr>
        {{/journeys}}
        </tbody>
        </table>
        {{/hasJourneys}}
        <p class="muted">{{unfiled}}. {{waiting}} waiting for review.</p>
        {{/body}}{{/layout}}
        """

    static let journey = """
        {{<layout}}{{$title}}{{name}}{{/title}}{{$page}}journey{{/page}}{{$body}}
        <h1>{{name}} <span class="muted">{{slug}}</span></h1>
        <p class="muted">{{dates}}{{#hasDestination}} · {{destination}}{{/hasDestination}}{{#hasCurrency}} · {{currency}}{{/hasCurrency}}</p>
        <p>Totals (confirmed and drafts): {{#totals}}{{separator}}<strong class="total">{{text}}</strong>{{/totals}}{{^totals}}none yet{{/totals}}</p>
        {{#converted}}<p>In {{currency}}: <strong class="total">{{total}}</strong>{{#left}} <span class="muted">({{left}})</span>{{/left}}</p>{{/converted}}
        {{#hasBudget}}
        <h2>Budget <span class="muted">{{budgetCurrency}}</span></h2>
        <table class="list" id="budget">
        <thead><tr><th>Category</th><th>Planned</th><th>Spent</th><th>Drafts</th><th>Left</th><th></th></tr></thead>
        <tbody>
        {{#budget}}<tr{{#over}} class="over"{{/over}}><td>{{name}}</td><td class="amount">{{planned}}</td><td class="amount">{{spent}}</td><td class="amount">{{drafts}}</td><td class="amount">{{left}}</td><td>{{#hasBar}}<meter min="0" max="{{planned}}" value="{{used}}">{{used}}</meter>{{/hasBar}}{{#over}} over{{/over}}</td></tr>
        {{/budget}}
        </tbody>
        </table>
        {{#toAssign}}<p class="muted">To assign: {{toAssign}}</p>{{/toAssign}}
        {{#budgetLeftOut}}<p class="muted">Not counted: {{text}}</p>{{/budgetLeftOut}}
        {{/hasBudget}}
        {{#hasItinerary}}
        <h2>Itinerary</h2>
        <ol class="itinerary" id="itinerary">
        {{#itinerary}}<li><span class="when">{{when}}</span>{{#zones}} <span class="muted zone">{{zones}}</span>{{/zones}} <strong>{{title}}</strong>{{#place}} · {{place}}{{/place}}{{#details}} <span class="muted">({{details}})</span>{{/details}}</li>
        {{/itinerary}}
        </ol>
        {{/hasItinerary}}
        {{#hasPlaces}}
        <h2>Places</h2>
        <ul class="places" id="places">
        {{#places}}<li>{{#done}}<span class="badge confirmed">visited</span> {{/done}}{{name}}{{#detail}} <span class="muted">({{detail}})</span>{{/detail}}</li>
        {{/places}}
        </ul>
        {{/hasPlaces}}
        {{#hasNotes}}
        <h2>Notes</h2>
        <ul class="notes" id="notes">
        {{#notes}}<li>{{text}}</li>
        {{/notes}}
        </ul>
        {{/hasNotes}}
        {{#hasCharts}}
        <section class="charts">
        {{#charts}}
        <figure class="chart"><figcaption>{{caption}}</figcaption>{{{svg}}}</figure>
        {{/charts}}
        </section>
        {{/hasCharts}}
        <h2>Expenses</h2>
        {{^expenses}}<p class="empty">No expenses in this journey.</p>{{/expenses}}
        {{#hasExpenses}}
        <table class="list" id="expenses">
        <thead><tr><th>Date</th><th>Merchant</th><th class="num">Total</th><th>Category</th><th>Status</th><th></th></tr></thead>
        <tbody>
        {{#expenses}}
        <tr class="{{status}}"><td>{{date}}</td><td>{{merchant}}</td><td class="num">{{total}}</td><td>{{category}}</td>
        <td><span class="badge {{status}}">{{status}}</span></td>
        <td>{{#reviewable}}<a href="/review/{{id}}">review</a>{{/reviewable}} {{#hasDocument}}<a href="/documents/{{documentId}}">document</a>{{/hasDocument}}</td></tr>
        {{/expenses}}
        </tbody>
        </table>
        {{/hasExpenses}}
        <h2>Documents</h2>
        {{^documents}}<p class="empty">No documents in this journey.</p>{{/documents}}
        <ul class="documents">
        {{#documents}}<li><a href="/documents/{{id}}">{{name}}</a> <span class="muted">{{kind}} · {{pages}}</span></li>{{/documents}}
        </ul>
        <p><a href="/upload?journey={{slug}}">Upload into {{name}}</a></p>
        {{/body}}{{/layout}}
        """

    static let document = """
        {{<layout}}{{$title}}{{name}}{{/title}}{{$page}}document{{/page}}{{$body}}
        <h1>{{name}}</h1>
        <p class="muted">document {{id}} · {{kind}} · {{mediaType}} · {{pageCount}} · imported {{imported}}{{#hasJourney}} · <a href="/journeys/{{journey}}">{{journey}}</a>{{/hasJourney}}</p>
        <p><a href="/documents/{{id}}/file" download>Download the original</a></p>
        {{#expenses}}
        <p>Expense {{id}}: {{merchant}} {{total}} {{date}} <span class="badge {{status}}">{{status}}</span>{{#reviewable}} <a href="/review/{{id}}">review</a>{{/reviewable}}</p>
        {{/expenses}}
        {{#pages}}
        <section class="page">
        <h2>Page {{number}}</h2>
        {{#image}}<img class="page-image" src="/documents/{{id}}/pages/{{number}}" alt="Page {{number}} of {{name}}">{{/image}}
        <details><summary>Text ({{source}})</summary><pre>{{text}}</pre></details>
        </section>
        {{/pages}}
        {{/body}}{{/layout}}
        """

    static let search = """
        {{<layout}}{{$title}}Search{{/title}}{{$page}}search{{/page}}{{$body}}
        <h1>Search</h1>
        <form action="/search" method="get" class="wide-search">
        <input type="search" name="q" value="{{query}}" placeholder="Words on a receipt, a merchant, an amount" autofocus>
        <button type="submit">Search</button>
        </form>
        {{#hasQuery}}<p class="muted">{{count}} found.</p>{{/hasQuery}}
        <ol class="hits">
        {{#hits}}
        <li><a href="/documents/{{documentId}}">{{name}}</a> <span class="muted">page {{page}}</span><p class="snippet">{{{snippet}}}</p></li>
        {{/hits}}
        </ol>
        {{/body}}{{/layout}}
        """

    static let review = """
        {{<layout}}{{$title}}Review{{/title}}{{$page}}review{{/page}}{{$body}}
        {{^item}}
        <h1>Review</h1>
        <p class="empty">Nothing to review: every draft is accepted or rejected.</p>
        {{/item}}
        {{#item}}
        <h1>Review <span class="muted">{{position}} of {{count}}</span></h1>
        {{#hasMessage}}<p class="message {{messageKind}}" role="status">{{message}}</p>{{/hasMessage}}
        {{#duplicate}}<div class="message duplicate" role="alert"><p>Possible duplicate of {{summary}}: both would count once accepted.</p>
        <form method="post" action="/expenses/{{id}}/reject-duplicate" id="reject-duplicate"><input type="hidden" name="csrf" value="{{csrf}}"><button type="submit" class="reject">Reject as duplicate <kbd>d</kbd></button></form></div>{{/duplicate}}
        <div class="review">
        <div class="receipt">
        {{#canvases}}
        <figure class="canvas">{{{svg}}}<figcaption>page {{page}}</figcaption></figure>
        {{/canvases}}
        {{^canvases}}<p class="empty">No picture of this document.</p>{{/canvases}}
        {{#hasDocument}}<p><a href="/documents/{{documentId}}">{{documentName}}</a></p>{{/hasDocument}}
        </div>
        <div class="fields">
        <form method="post" action="/expenses/{{id}}/edit" id="edit">
        <input type="hidden" name="csrf" value="{{csrf}}">
        {{#fields}}
        <div class="field {{name}}{{#unsure}} unsure{{/unsure}}" data-field="{{name}}">
        <label for="field-{{name}}">{{label}} <span class="confidence">{{confidence}}</span></label>
        <input id="field-{{name}}" name="{{name}}" value="{{value}}" autocomplete="off" {{#placeholder}}placeholder="{{placeholder}}"{{/placeholder}}>
        <small class="evidence">{{evidence}}</small>
        {{#reason}}<small class="reason">{{reason}}</small>{{/reason}}
        </div>
        {{/fields}}
        <div class="field journey"><label for="field-journey">Journey</label>
        <select id="field-journey" name="journey">{{#journeyOptions}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/journeyOptions}}</select>
        <small class="reason">{{journey}}</small></div>
        <div class="field category"><label for="field-category">Category</label>
        <select id="field-category" name="category">{{#categoryOptions}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/categoryOptions}}</select>
        {{#categoryReason}}<small class="reason category-reason">{{categoryReason}}</small>{{/categoryReason}}</div>
        <div class="field tags"><label for="field-tags">Tags</label>
        <input id="field-tags" name="tags" value="{{tags}}" autocomplete="off" placeholder="work, reimbursable">
        <small class="reason">separated by commas</small></div>
        <div class="field notes"><label for="field-notes">Notes</label>
        <textarea id="field-notes" name="notes" rows="3" maxlength="500">{{notes}}</textarea>
        <small class="reason">what the reader could not do, and your own; empty to clear</small></div>
        <button type="submit" class="save">Save <kbd>Enter</kbd></button>
        </form>
        <div class="actions">
        <form method="post" action="/expenses/{{id}}/accept" id="accept"><input type="hidden" name="csrf" value="{{csrf}}"><button type="submit" class="accept">Accept <kbd>a</kbd></button></form>
        <form method="post" action="/expenses/{{id}}/reject" id="reject"><input type="hidden" name="csrf" value="{{csrf}}"><button type="submit" class="reject">Reject <kbd>r</kbd></button></form>
        <a href="{{next}}" id="next" class="button">Next <kbd>n</kbd></a>
        </div>
        <p class="keys muted"><kbd>a</kbd> accept · <kbd>e</kbd> edit · <kbd>r</kbd> reject{{#duplicate}} · <kbd>d</kbd> reject as duplicate{{/duplicate}} · <kbd>n</kbd> next · <kbd>Esc</kbd> leave a field</p>
        </div>
        </div>
        {{/item}}
        {{/body}}{{/layout}}
        """

    static let upload = """
        {{<layout}}{{$title}}Upload{{/title}}{{$page}}upload{{/page}}{{$body}}
        <h1>Upload</h1>
        <p>Receipts, invoices and bookings as PDF, JPEG, PNG, TIFF, XML, e-mail (.eml) or a saved confirmation page (.html), up to {{limit}} each. They are imported as <code>vault import</code> would.</p>
        <label for="journey">Into journey</label>
        <select id="journey" name="journey">
        <option value="">by the receipt's date</option>
        {{#journeys}}<option value="{{slug}}"{{#selected}} selected{{/selected}}>{{name}}</option>{{/journeys}}
        </select>
        <div id="drop" class="drop" tabindex="0">
        <p>Drop files here, or <label for="files" class="button">choose files</label></p>
        <input type="file" id="files" multiple accept=".pdf,.jpg,.jpeg,.png,.tif,.tiff,.xml,.eml,application/pdf,image/jpeg,image/png,image/tiff,application/xml,message/rfc822">
        </div>
        <ul id="results" class="results"></ul>
        {{/body}}{{/layout}}
        """

    static let error = """
        {{<layout}}{{$title}}{{status}} {{reason}}{{/title}}{{$page}}error{{/page}}{{$body}}
        <h1>{{status}} {{reason}}</h1>
        <p class="message error">{{message}}</p>
        <p><a href="/">Back to the journeys</a></p>
        {{/body}}{{/layout}}
        """

    static let unlock = """
        {{<layout}}{{$title}}Access token{{/title}}{{$page}}unlock{{/page}}{{$body}}
        <h1>This vault needs its access token</h1>
        {{#hasMessage}}<p class="message error">{{message}}</p>{{/hasMessage}}
        <form method="post" action="/unlock" class="unlock">
        <input type="hidden" name="csrf" value="{{csrf}}">
        <label for="token">The access token <code>vault serve</code> printed or was given</label>
        <input type="password" id="token" name="token" autocomplete="current-password" required>
        <button type="submit">Open</button>
        </form>
        {{/body}}{{/layout}}
        """
}
