// The styles every report screen shares (the owner's page and the public link).
import '../../components/creator-controls.css';
import '../../components/report-table.css';
// The question types' result views (charts, answer colours and shapes) are styled with the live screens.
import '../../components/live-screens/live.css';
import './reports.css';
